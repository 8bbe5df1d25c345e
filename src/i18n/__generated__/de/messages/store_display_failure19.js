/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const de_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leider ist der gescannte Artikel nicht im Online-Sortiment erhältlich. Bitte wenden Sie sich an eine Mitarbeiterin oder einen Mitarbeiter.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = de_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }