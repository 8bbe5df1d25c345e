/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const de_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel wurde in den Warenkorb gelegt.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const atb_added8 = de_atb_added8;
export { atb_added8 as "ATB_ADDED" }