/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Zip_Code_Invalid14Inputs */

const cs_zip_code_invalid14 = /** @type {(inputs: Zip_Code_Invalid14Inputs) => LocalizedString} */ (i) => {const minPlural = registry.plural("cs", i?.min, {});
	if (minPlural === "one") return /** @type {LocalizedString} */ (`PSČ má alespoň ${i?.min} číslici`);
	if (minPlural === "few") return /** @type {LocalizedString} */ (`PSČ má alespoň ${i?.min} číslice`);
	if (minPlural === "many") return /** @type {LocalizedString} */ (`PSČ má alespoň ${i?.min} číslice`);
	if (minPlural === "other") return /** @type {LocalizedString} */ (`PSČ má alespoň ${i?.min} číslic`);
	return /** @type {LocalizedString} */ ("ZIP_CODE_INVALID");
};

/**

* @param {Zip_Code_Invalid14Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const zip_code_invalid14 = cs_zip_code_invalid14;
export { zip_code_invalid14 as "ZIP_CODE_INVALID" }