/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const fr_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malheureusement, l’article scanné n’est pas disponible dans notre assortiment en ligne. Veuillez vous adresser à un membre de notre personnel.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = fr_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }