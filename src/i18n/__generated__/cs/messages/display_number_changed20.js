/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ displayNumber: NonNullable<unknown>, oldDisplayNumber: NonNullable<unknown> }} Display_Number_Changed20Inputs */

const cs_display_number_changed20 = /** @type {(inputs: Display_Number_Changed20Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zboží má nyní katalogové číslo ${i?.displayNumber} (dříve ${i?.oldDisplayNumber}).`)
};

/**

* @param {Display_Number_Changed20Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const display_number_changed20 = cs_display_number_changed20;
export { display_number_changed20 as "DISPLAY_NUMBER_CHANGED" }