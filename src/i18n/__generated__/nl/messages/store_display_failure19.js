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
const store_display_failure19 = /** @type {((inputs?: Store_Display_Failure19Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Display_Failure19Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_store_display_failure19(inputs)
});
export { store_display_failure19 as "STORE_DISPLAY_FAILURE" }