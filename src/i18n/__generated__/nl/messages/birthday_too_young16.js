/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minAge: NonNullable<unknown> }} Birthday_Too_Young16Inputs */

const nl_birthday_too_young16 = /** @type {(inputs: Birthday_Too_Young16Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je moet minimaal ${i?.minAge} jaar oud zijn`)
};

/**

* @param {Birthday_Too_Young16Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const birthday_too_young16 = nl_birthday_too_young16;
export { birthday_too_young16 as "BIRTHDAY_TOO_YOUNG" }