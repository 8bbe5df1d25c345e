/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewlogin1Inputs */

const sv_reviewlogin1 = /** @type {(inputs: Reviewlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logga in`)
};

/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewlogin1 = sv_reviewlogin1;
export { reviewlogin1 as "reviewLogin" }