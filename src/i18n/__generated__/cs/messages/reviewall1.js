/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewall1Inputs */

const cs_reviewall1 = /** @type {(inputs: Reviewall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Všechna hodnocení`)
};

/**

* @param {Reviewall1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewall1 = cs_reviewall1;
export { reviewall1 as "reviewAll" }