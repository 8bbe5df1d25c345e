/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketeach1Inputs */

const de_basketeach1 = /** @type {(inputs: Basketeach1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`je`)
};

/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketeach1 = de_basketeach1;
export { basketeach1 as "basketEach" }