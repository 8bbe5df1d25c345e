/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Zip_Code_Length13Inputs */

const cs_zip_code_length13 = /** @type {(inputs: Zip_Code_Length13Inputs) => LocalizedString} */ (i) => {const lengthPlural = registry.plural("cs", i?.length, {});
	if (lengthPlural === "one") return /** @type {LocalizedString} */ (`PSČ má ${i?.length} číslici`);
	if (lengthPlural === "few") return /** @type {LocalizedString} */ (`PSČ má ${i?.length} číslice`);
	if (lengthPlural === "many") return /** @type {LocalizedString} */ (`PSČ má ${i?.length} číslice`);
	if (lengthPlural === "other") return /** @type {LocalizedString} */ (`PSČ má ${i?.length} číslic`);
	return /** @type {LocalizedString} */ ("ZIP_CODE_LENGTH");
};

/**

* @param {Zip_Code_Length13Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const zip_code_length13 = cs_zip_code_length13;
export { zip_code_length13 as "ZIP_CODE_LENGTH" }