/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const fr_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous devez avoir au moins ${i?.minAge} ans`)
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = fr_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }