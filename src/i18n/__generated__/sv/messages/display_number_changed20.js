/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown>, oldDisplayNumber: NonNullable<unknown> }} Display_Number_Changed20Inputs */

const sv_display_number_changed20 = /** @type {(inputs: Display_Number_Changed20Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Artikeln har nu artikelnummer ${i?.displayNumber} (tidigare ${i?.oldDisplayNumber}).`)
};

/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const display_number_changed20 = sv_display_number_changed20;
export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" }