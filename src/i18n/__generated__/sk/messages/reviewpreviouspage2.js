/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewpreviouspage2Inputs */

const sk_reviewpreviouspage2 = /** @type {(inputs: Reviewpreviouspage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predchádzajúca stránka`)
};

/**

* @param {Reviewpreviouspage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewpreviouspage2 = sk_reviewpreviouspage2;
export { reviewpreviouspage2 as "reviewPreviousPage" }