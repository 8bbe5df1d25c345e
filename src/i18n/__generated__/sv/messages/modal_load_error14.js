/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Modal_Load_Error14Inputs */

const sv_modal_load_error14 = /** @type {(inputs: Modal_Load_Error14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Innehållet kunde inte läsas in. Försök igen senare.`)
};

/**

* @param {Modal_Load_Error14Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const modal_load_error14 = sv_modal_load_error14;
export { modal_load_error14 as "MODAL_LOAD_ERROR" }