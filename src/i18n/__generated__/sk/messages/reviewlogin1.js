/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewlogin1Inputs */

const sk_reviewlogin1 = /** @type {(inputs: Reviewlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prihlásiť sa`)
};

/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewlogin1 = sk_reviewlogin1;
export { reviewlogin1 as "reviewLogin" }