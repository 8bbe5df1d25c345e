/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const de_ch2_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const atb_general10 = de_ch2_atb_general10;
export { atb_general10 as "ATB_GENERAL" }