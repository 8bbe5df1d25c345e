/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtitle1Inputs */

const nl_reviewtitle1 = /** @type {(inputs: Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewtitle1 = nl_reviewtitle1;
export { reviewtitle1 as "reviewTitle" }