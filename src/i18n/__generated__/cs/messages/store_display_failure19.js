/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const cs_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naskenované zboží bohužel není v naší online nabídce. Obraťte se prosím na někoho z našich zaměstnanců.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = cs_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }