/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintinfo2Inputs */

const fr_baskethintinfo2 = /** @type {(inputs: Baskethintinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Info`)
};

/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const baskethintinfo2 = fr_baskethintinfo2;
export { baskethintinfo2 as "basketHintInfo" }