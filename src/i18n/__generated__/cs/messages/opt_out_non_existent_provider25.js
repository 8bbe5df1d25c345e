/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Opt_Out_Non_Existent_Provider25Inputs */

const cs_opt_out_non_existent_provider25 = /** @type {(inputs: Opt_Out_Non_Existent_Provider25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadaná adresa neexistuje.`)
};

/**

* @param {Opt_Out_Non_Existent_Provider25Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const opt_out_non_existent_provider25 = cs_opt_out_non_existent_provider25;
export { opt_out_non_existent_provider25 as "OPT_OUT_NON_EXISTENT_PROVIDER" }