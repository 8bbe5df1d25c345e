/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Tilerecomorefrom3Inputs */

const fr_tilerecomorefrom3 = /** @type {(inputs: Tilerecomorefrom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de ${i?.category}`)
};

/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilerecomorefrom3 = fr_tilerecomorefrom3;
export { tilerecomorefrom3 as "tileRecoMoreFrom" }