/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const fr_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le contenu n’a pas pu être chargé. Veuillez réessayer plus tard.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = fr_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }