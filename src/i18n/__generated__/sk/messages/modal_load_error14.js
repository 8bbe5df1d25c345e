/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const sk_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obsah sa nepodarilo načítať. Skúste to, prosím, neskôr.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = sk_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }