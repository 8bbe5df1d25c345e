/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Already_Exists19Inputs */

const nl_opt_out_already_exists19 = /** @type {(inputs: Opt_Out_Already_Exists19Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Je bezwaar tegen tracking door ${i?.provider} was al geregistreerd.`)
};

/**

* @param {Opt_Out_Already_Exists19Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const opt_out_already_exists19 = nl_opt_out_already_exists19;
export { opt_out_already_exists19 as "OPT_OUT_ALREADY_EXISTS" }