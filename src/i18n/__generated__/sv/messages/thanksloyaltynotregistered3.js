/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const sv_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sv", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Med den här beställningen hade du kunnat samla ${i?.points} ${i?.programmeName}-poäng. Gå med i ${i?.programmeName} och samla poäng redan från din nästa beställning.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Med den här beställningen hade du kunnat samla ${i?.points} ${i?.programmeName}-poäng. Gå med i ${i?.programmeName} och samla poäng redan från din nästa beställning.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyNotRegistered");
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = sv_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }