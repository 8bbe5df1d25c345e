/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const de_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie müssen mindestens ${i?.minAge} Jahre alt sein`)
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = de_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }