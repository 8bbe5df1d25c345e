/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const sk_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naskenovaný tovar, žiaľ, nie je v našej online ponuke. Obráťte sa, prosím, na niekoho z našich zamestnancov.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = sk_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }