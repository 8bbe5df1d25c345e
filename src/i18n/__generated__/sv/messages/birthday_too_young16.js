/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const sv_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du måste vara minst ${i?.minAge} år`)
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = sv_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }