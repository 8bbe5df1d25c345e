/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Min_Length14Inputs */

const nl_field_min_length14 = /** @type {(inputs: Field_Min_Length14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("nl", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`Vul minimaal ${i?.min} teken in`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`Vul minimaal ${i?.min} tekens in`);
	return /** @type {LocalizedString} */ ("FIELD_MIN_LENGTH");
};

/**

* @param {Field_Min_Length14Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const field_min_length14 = nl_field_min_length14;
export { field_min_length14 as "FIELD_MIN_LENGTH" }