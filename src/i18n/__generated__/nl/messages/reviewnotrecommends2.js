/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const nl_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik raad dit artikel niet aan.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = nl_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }