/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const cs_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto zboží nedoporučuji.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = cs_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }