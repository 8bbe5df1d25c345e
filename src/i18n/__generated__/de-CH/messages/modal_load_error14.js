/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const de_ch2_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = de_ch2_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }