/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown>, oldDisplayNumber: NonNullable<unknown> }} Display_Number_Changed20Inputs */

const nl_display_number_changed20 = /** @type {(inputs: Display_Number_Changed20Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dit artikel heeft nu artikelnummer ${i?.displayNumber} (voorheen ${i?.oldDisplayNumber}).`)
};

/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const display_number_changed20 = nl_display_number_changed20;
export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" }