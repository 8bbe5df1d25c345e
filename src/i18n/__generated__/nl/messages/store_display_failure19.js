/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Display_Failure19Inputs */

const nl_store_display_failure19 = /** @type {(inputs: Store_Display_Failure19Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helaas is het gescande artikel niet verkrijgbaar in ons online assortiment. Vraag een van onze medewerkers om hulp.`)
};

/**

* @param {Store_Display_Failure19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const store_display_failure19 = nl_store_display_failure19;
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }