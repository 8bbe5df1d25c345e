/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const sv_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tyvärr finns den skannade artikeln inte i vårt onlinesortiment. Vänd dig till någon i personalen.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = sv_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }