/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintinfo2Inputs */

const de_ch2_baskethintinfo2 = /** @type {(inputs: Baskethintinfo2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweis`)
};

/**

* @param {Baskethintinfo2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const baskethintinfo2 = de_ch2_baskethintinfo2;
export { baskethintinfo2 as "basketHintInfo" }