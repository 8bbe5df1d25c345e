/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewlogin1Inputs */

const fr_reviewlogin1 = /** @type {(inputs: Reviewlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewlogin1 = fr_reviewlogin1;
export { reviewlogin1 as "reviewLogin" }