/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const sk_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tento tovar neodporúčam.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = sk_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }