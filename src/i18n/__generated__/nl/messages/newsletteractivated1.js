/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivated1Inputs */

const nl_newsletteractivated1 = /** @type {(inputs: Newsletteractivated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je aanmelding is gelukt`)
};

/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteractivated1 = nl_newsletteractivated1;
export { newsletteractivated1 as "newsletterActivated" }