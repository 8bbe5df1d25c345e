/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommends1Inputs */

const nl_reviewrecommends1 = /** @type {(inputs: Reviewrecommends1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ik raad dit artikel aan.`)
};

/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewrecommends1 = nl_reviewrecommends1;
export { reviewrecommends1 as "reviewRecommends" }