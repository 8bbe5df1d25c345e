/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown>, oldDisplayNumber: NonNullable<unknown> }} Display_Number_Changed20Inputs */

const fr_display_number_changed20 = /** @type {(inputs: Display_Number_Changed20Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet article porte désormais le numéro ${i?.displayNumber} (auparavant ${i?.oldDisplayNumber}).`)
};

/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const display_number_changed20 = fr_display_number_changed20;
export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" }