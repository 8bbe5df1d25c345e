/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivating1Inputs */

const nl_newsletteractivating1 = /** @type {(inputs: Newsletteractivating1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je aanmelding wordt bevestigd …`)
};

/**

* @param {Newsletteractivating1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteractivating1 = nl_newsletteractivating1;
export { newsletteractivating1 as "newsletterActivating" }