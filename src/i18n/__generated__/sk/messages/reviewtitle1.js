/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtitle1Inputs */

const sk_reviewtitle1 = /** @type {(inputs: Reviewtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadpis`)
};

/**

* @param {Reviewtitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewtitle1 = sk_reviewtitle1;
export { reviewtitle1 as "reviewTitle" }