/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketeach1Inputs */

const sv_basketeach1 = /** @type {(inputs: Basketeach1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à`)
};

/**

* @param {Basketeach1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketeach1 = sv_basketeach1;
export { basketeach1 as "basketEach" }