/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketeach1Inputs */

const fr_basketeach1 = /** @type {(inputs: Basketeach1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à l'unité`)
};

/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketeach1 = fr_basketeach1;
export { basketeach1 as "basketEach" }