/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown>, oldDisplayNumber: NonNullable<unknown> }} Display_Number_Changed20Inputs */

const de_display_number_changed20 = /** @type {(inputs: Display_Number_Changed20Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Artikel ist jetzt unter der Artikelnummer ${i?.displayNumber} gelistet (vorher ${i?.oldDisplayNumber}).`)
};

/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const display_number_changed20 = de_display_number_changed20;
export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" }