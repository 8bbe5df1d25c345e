/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewlogin1Inputs */

const de_ch2_reviewlogin1 = /** @type {(inputs: Reviewlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const reviewlogin1 = de_ch2_reviewlogin1;
export { reviewlogin1 as "reviewLogin" }