/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const sk_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("sk", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`PSČ má aspoň ${i?.min} číslicu`);
	if (minPlural === "few") return /** @type {LocalizedString} */ (`PSČ má aspoň ${i?.min} číslice`);
	if (minPlural === "many") return /** @type {LocalizedString} */ (`PSČ má aspoň ${i?.min} číslice`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`PSČ má aspoň ${i?.min} číslic`);
	return /** @type {LocalizedString} */ ("ZIP_CODE_INVALID");
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = sk_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }