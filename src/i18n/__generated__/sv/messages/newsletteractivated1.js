/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivated1Inputs */

const sv_newsletteractivated1 = /** @type {(inputs: Newsletteractivated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din anmälan är klar`)
};

/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteractivated1 = sv_newsletteractivated1;
export { newsletteractivated1 as "newsletterActivated" }