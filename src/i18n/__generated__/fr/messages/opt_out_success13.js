/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Opt_Out_Success13Inputs */

const fr_opt_out_success13 = /** @type {(inputs: Opt_Out_Success13Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre opposition au suivi par ${i?.provider} a bien été enregistrée.`)
};

/**

* @param {Opt_Out_Success13Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const opt_out_success13 = fr_opt_out_success13;
export { opt_out_success13 as "OPT_OUT_SUCCESS" }