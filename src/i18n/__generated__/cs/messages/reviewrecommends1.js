/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommends1Inputs */

const cs_reviewrecommends1 = /** @type {(inputs: Reviewrecommends1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toto zboží doporučuji.`)
};

/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewrecommends1 = cs_reviewrecommends1;
export { reviewrecommends1 as "reviewRecommends" }