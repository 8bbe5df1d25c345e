/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketeach1Inputs */

const cs_basketeach1 = /** @type {(inputs: Basketeach1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`za kus`)
};

/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketeach1 = cs_basketeach1;
export { basketeach1 as "basketEach" }