/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Tilerecomorefrom3Inputs */

const cs_tilerecomorefrom3 = /** @type {(inputs: Tilerecomorefrom3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Více z kategorie ${i?.category}`)
};

/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilerecomorefrom3 = cs_tilerecomorefrom3;
export { tilerecomorefrom3 as "tileRecoMoreFrom" }