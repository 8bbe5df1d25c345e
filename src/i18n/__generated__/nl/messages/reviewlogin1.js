/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewlogin1Inputs */

const nl_reviewlogin1 = /** @type {(inputs: Reviewlogin1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen`)
};

/**

* @param {Reviewlogin1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewlogin1 = nl_reviewlogin1;
export { reviewlogin1 as "reviewLogin" }